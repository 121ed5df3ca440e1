module.exports = require('@arena/webpack-config').createRemoteConfig(__dirname);
