module.exports = require('@arena/jest-config').createJestConfig({ dir: __dirname });
