import { defineRemote } from '@arena/remote-kit';
import { SlotPage } from './features/lobby/components/SlotPage';
import { LivePage } from './features/lobby/components/LivePage';
import { GamesPage } from './features/lobby/components/GamesPage';
import { BingoPage } from './features/lobby/components/BingoPage';
import { TvbetsPage } from './features/lobby/components/TvbetsPage';
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
