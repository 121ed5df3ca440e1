import { defineRemote } from '@arena/remote-kit';
import { BingoPage, GamesPage, LivePage, SlotPage, TvbetsPage } from './features/lobby/components/LobbyPage';
import { PlayPage } from './features/play/components/PlayPage';
import { GamePlayDialog } from './features/play/components/GamePlayDialog';

export default defineRemote(
  'casino',
  {
    slot: SlotPage,
    live: LivePage,
    games: GamesPage,
    bingo: BingoPage,
    tvbets: TvbetsPage,
    play: PlayPage,
  },
  { gamePlay: GamePlayDialog },
);
