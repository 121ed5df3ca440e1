import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { CloseButton, Dialog, DialogFrame, Portal, Spinner } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { dialogOwner, type DialogName, type DialogState } from '@arena/contracts';
import { useShellBus } from '../app/shell-bus';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { SheetFrame } from './sheet/SheetFrame';

/** A body may retitle its frame (a translation key) and must hand `null` back when it unmounts. */
export interface DialogBodyProps {
  setTitle: (key: string | null) => void;
}

interface DialogDef {
  title: string;
  /** the shell's own body; a remote-owned dialog (contracts DIALOG_OWNERS) has its owner mounted instead */
  Body?: LazyExoticComponent<ComponentType<DialogBodyProps>>;
  /** a bottom sheet rather than the dialog frame */
  sheet?: boolean;
  /** the whole screen and no frame: the body draws its own title bar and close button */
  fullScreen?: boolean;
}

// Each body is its own chunk: none of the forms, ajv or confetti is in the shell's initial JS.
const DIALOGS: Partial<Record<DialogName, DialogDef>> = {
  login: { title: 'Login', Body: lazy(() => import('./login/LoginDialog').then((m) => ({ default: m.LoginDialog }))) },
  register: { title: 'Sign Up', Body: lazy(() => import('./register/RegisterDialog').then((m) => ({ default: m.RegisterDialog }))) },
  recovery: { title: 'Recovery Password', Body: lazy(() => import('./recovery/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog }))) },
  phone: { title: 'Phone Verification', Body: lazy(() => import('./phone/PhoneDialog').then((m) => ({ default: m.PhoneDialog }))) },
  changePassword: {
    title: 'Change Password',
    Body: lazy(() => import('./change-password/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  },
  notifications: {
    title: 'Notifications',
    Body: lazy(() => import('./notifications/NotificationsDialog').then((m) => ({ default: m.NotificationsDialog }))),
  },
  deposit: { title: 'Deposit' },
  withdraw: { title: 'Withdraw' },
  depositSheet: { title: 'Deposit', sheet: true },
  gamePlay: { title: 'Game', fullScreen: true },
  // the frame is full screen on phones (DialogFrame); mf-cms renders the promotion's body
  promotion: { title: 'Promotion' },
};

/**
 * A frameless dialog over the whole screen (the phone's game), named for assistive technology by its
 * title. Its own close button shows only until the remote's body is mounted (the body has one): while the
 * remote loads, or when it failed to, a phone would otherwise have no way out.
 */
function FullScreenFrame({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} onRequestDismiss={(e) => e.preventDefault()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            aria-label={title}
            bg="black"
            color="arena.text"
            w="100vw"
            h="100dvh"
            maxW="100vw"
            m="0"
            borderRadius="0"
            overflow="hidden"
            css={{ '&:has([data-remote][data-status="mounted"]) > [data-frame-close]': { display: 'none' } }}
          >
            <Dialog.CloseTrigger asChild data-frame-close="">
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The owning remote mounted as the dialog's body: a new mount for every dialog (name and props) opened. */
function RemoteDialogBody({ dialog, close }: { dialog: DialogState; close: () => void }) {
  const owner = dialogOwner(dialog.name);
  if (!owner) return null;
  return (
    <RemoteOutlet
      key={`${dialog.name}:${JSON.stringify(dialog.props ?? {})}`}
      name={owner.remote}
      dialog={{ name: owner.dialog, props: dialog.props, close }}
    />
  );
}

/** The shell owns every dialog; the bus holds which one is open (at most one). */
export function DialogHost() {
  const bus = useShellBus();
  const t = useT();
  const dialog = useBusState((s) => s.dialog);
  const [bodyTitle, setBodyTitle] = useState<string | null>(null);
  if (!dialog) return null;
  const def = DIALOGS[dialog.name];
  const Body = def?.Body;
  const close = () => bus.emit({ type: 'dialog/close' });
  const title = t(bodyTitle ?? def?.title ?? dialog.name);
  const body = Body ? (
    <Suspense fallback={<Spinner color="arena.accent" data-testid="dialog-loading" />}>
      <Body key={dialog.name} setTitle={setBodyTitle} />
    </Suspense>
  ) : (
    <RemoteDialogBody dialog={dialog} close={close} />
  );
  if (def?.fullScreen) {
    return (
      <FullScreenFrame title={title} onClose={close} testId={`dialog-${dialog.name}`}>
        {body}
      </FullScreenFrame>
    );
  }
  return def?.sheet ? (
    <SheetFrame title={title} onClose={close} testId={`dialog-${dialog.name}`}>
      {body}
    </SheetFrame>
  ) : (
    <DialogFrame open title={title} onClose={close} testId={`dialog-${dialog.name}`}>
      {body}
    </DialogFrame>
  );
}
