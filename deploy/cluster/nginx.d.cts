import type { ClusterConfig } from './config.cjs';
export declare function clusterNginxValues(config: ClusterConfig, dir: string): { lb: Record<string, string>; cdn: Record<string, string> };
export declare function writeClusterNginx(config: ClusterConfig, dir: string): { command: string; args: string[]; accessLog: string };
