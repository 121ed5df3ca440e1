export { ExternalBook } from './components/ExternalBook';
export { externalBookOf, useFramedBook, type ExternalBookName } from './hooks/useFramedBook';
