// The back office is one plain app, not a federated remote: nothing of the players' site loads it and
// it loads nothing of theirs. Served by the server under /backoffice/ (server/src/modules/operators/app-files.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { typeScriptRule } = require('@arena/webpack-config');

const BASE = '/backoffice/';

module.exports = (_env, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  return {
    mode,
    context: __dirname,
    entry: { main: './src/index.tsx' },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: BASE,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typeScriptRule(isProd)],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body', scriptLoading: 'defer', minify: isProd }),
    ],
    optimization: { minimize: isProd, minimizer: [new TerserPlugin({ extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: 3110,
      historyApiFallback: { index: BASE },
      hot: false,
      proxy: [{ context: ['/api'], target: process.env.ARENA_API_URL || 'http://127.0.0.1:8080' }],
    },
  };
};
