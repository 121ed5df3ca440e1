export { useLaunchGame } from './hooks/useLaunchGame';
export { GameFrame, type GameFrameProps } from './components/GameFrame';
export { LOBBY_PATH, launchGame, failureClosesModal, type LaunchResult, type LaunchOptions } from './api/launch-game';
