/** The remote a harness or routes suite runs: its src/remote.tsx (aliased by webpack-config and the jest preset). */
declare module '@arena/this-remote' {
  const remote: import('@arena/remote-kit').AnyRemote;
  export default remote;
}
