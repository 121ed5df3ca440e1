export { MyBetsPage } from './components/MyBetsPage';
