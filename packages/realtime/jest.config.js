// node: the tests run the real SignalR client against a real WebSocket server (ws), no DOM needed
module.exports = require('@arena/jest-config').createJestConfig({ dir: __dirname, environment: 'node' });
