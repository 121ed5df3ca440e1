export interface ClusterServer {
  name: string;
  port: number;
}
export interface ClusterConfig {
  port: number;
  cdnPort: number;
  servers: ClusterServer[];
  nginx: string;
  skipBuild: boolean;
  serverEnv(server: ClusterServer): NodeJS.ProcessEnv;
  shared: Record<string, string>;
}
export declare class ClusterConfigError extends Error {
  help: boolean;
}
export declare function clusterConfig(argv?: string[], env?: NodeJS.ProcessEnv): ClusterConfig;
export declare const SIMULATED_WALLET_PROVIDERS: string[];
export declare const DEFAULT_INSTANCES: number;
export declare const LOCAL_DATABASE_URL: string;
export declare const LOCAL_REDIS_URL: string;
