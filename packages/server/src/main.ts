import { startProcess } from './start';

await startProcess();
