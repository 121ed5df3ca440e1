import { arena } from '@arena/eslint-config';

export default arena(import.meta.dirname);
