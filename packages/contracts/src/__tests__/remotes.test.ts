import fs from 'node:fs';
import path from 'node:path';
import { DIALOG_OWNERS, REMOTE_DIALOGS, REMOTE_EXPOSE, REMOTE_NAMES, dialogOwner } from '..';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every source file of a remote's src folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

describe('remotes', () => {
  it('a remote-owned dialog has one owner, a remote, and a remote may open it', () => {
    for (const [dialog, remote] of Object.entries(DIALOG_OWNERS)) {
      expect(REMOTE_NAMES).toContain(remote);
      expect(REMOTE_DIALOGS).toContain(dialog);
    }
    expect(dialogOwner('deposit')).toEqual({ dialog: 'deposit', remote: 'payments' });
    expect(dialogOwner('login')).toBeUndefined();
  });

  // The shell mounts one remote into a page or a dialog; a remote that needed another would load it
  // behind the shell's back and break when that one is redeployed alone.
  it.each(REMOTE_NAMES.map((name) => [name]))('mf-%s depends on no other remote, by package or by federation', (name) => {
    const others = REMOTE_NAMES.filter((other) => other !== name);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `mf-${name}`, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    expect(dependencies.filter((dep) => dep.startsWith('mf-'))).toEqual([]);
    const federated = new RegExp(`['"\`](?:${others.join('|')})/${REMOTE_EXPOSE}['"\`]|['"\`](?:\\.\\./)*mf-|loadRemote\\(`);
    const offenders = sources(path.join(ROOT, `mf-${name}`, 'src')).filter((file) => federated.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
