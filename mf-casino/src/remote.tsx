import { defineRemote } from '@arena/remote-kit';
import { BingoPage, GamesPage, LivePage, SlotPage, TvbetsPage } from './features/lobby/components/LobbyPage';
import { PlayPage } from './features/play/components/PlayPage';

export default defineRemote('casino', {
  slot: SlotPage,
  live: LivePage,
  games: GamesPage,
  bingo: BingoPage,
  tvbets: TvbetsPage,
  play: PlayPage,
});
