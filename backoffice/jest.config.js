// a back-office screen test walks several forms through Chakra: on a loaded 2-core CI machine that outlasts jest's 5 s
module.exports = require('@arena/jest-config').createJestConfig({ dir: __dirname, testTimeout: 30_000 });
