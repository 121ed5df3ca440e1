import { notifyManager } from '@tanstack/react-query';

// TanStack Query tells its observers in a setTimeout(0) of its own; under jest they are told at once,
// so an answer that act() awaited is on screen when act() returns, as React state would be.
notifyManager.setScheduler((callback) => callback());
