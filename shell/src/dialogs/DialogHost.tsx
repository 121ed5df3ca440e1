import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { CloseButton, Dialog, DialogFrame, Portal, Spinner, type DialogSize } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { dialogOwner, type DialogName, type DialogState } from '@arena/contracts';
import { useShellBus } from '../app/shell-bus';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { SheetFrame } from './sheet/SheetFrame';

/**
 * A body may retitle its frame (a translation key) and resize it (a screen smaller than the dialog's
 * first, as the registration's celebration: a card on a phone too), and must hand `null` back for each
 * when it unmounts.
 */
export interface DialogBodyProps {
  setTitle: (key: string | null) => void;
  setSize: (size: DialogSize | null) => void;
}

interface DialogDef {
  title: string;
  /** the shell's own body; a remote-owned dialog (contracts DIALOG_OWNERS) has its owner mounted instead */
  Body?: LazyExoticComponent<ComponentType<DialogBodyProps>>;
  /** the frame's widest on a desktop (DialogFrame's sizes, md when absent); the height is always the content's (frameOf) */
  size?: DialogSize;
  /** the whole screen on a phone: a long form or a list (the others are a card there too) */
  fullOnPhone?: boolean;
  /** a bottom sheet rather than the dialog frame */
  sheet?: boolean;
  /** the whole screen and no frame: the body draws its own title bar and close button */
  fullScreen?: boolean;
}

// Each body is its own chunk: none of the forms, ajv or confetti is in the shell's initial JS.
const DIALOGS: Partial<Record<DialogName, DialogDef>> = {
  login: { title: 'Login', size: 'lg', fullOnPhone: true, Body: lazy(() => import('./login/LoginDialog').then((m) => ({ default: m.LoginDialog }))) },
  register: {
    title: 'Sign Up',
    size: 'lg',
    fullOnPhone: true,
    Body: lazy(() => import('./register/RegisterDialog').then((m) => ({ default: m.RegisterDialog }))),
  },
  recovery: { title: 'Recovery Password', size: 'sm', Body: lazy(() => import('./recovery/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog }))) },
  phone: { title: 'Phone Verification', size: 'sm', Body: lazy(() => import('./phone/PhoneDialog').then((m) => ({ default: m.PhoneDialog }))) },
  changePassword: {
    title: 'Change Password',
    size: 'sm',
    Body: lazy(() => import('./change-password/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  },
  notifications: {
    title: 'Notifications',
    size: 'md',
    fullOnPhone: true,
    Body: lazy(() => import('./notifications/NotificationsDialog').then((m) => ({ default: m.NotificationsDialog }))),
  },
  deposit: { title: 'Deposit', size: 'md', fullOnPhone: true },
  withdraw: { title: 'Withdraw', size: 'md', fullOnPhone: true },
  depositSheet: { title: 'Deposit', sheet: true },
  gamePlay: { title: 'Game', fullScreen: true },
  // mf-cms renders the promotion's body: an article, read on the whole screen of a phone
  promotion: { title: 'Promotion', size: 'md', fullOnPhone: true },
};

/** The frame a dialog opens in: its widest on a desktop and whether it covers a phone's screen. */
export function frameOf(name: DialogName): { size: DialogSize; fullOnPhone: boolean } {
  const def = DIALOGS[name];
  return { size: def?.size ?? 'md', fullOnPhone: Boolean(def?.fullOnPhone) };
}

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
  const [bodySize, setBodySize] = useState<DialogSize | null>(null);
  if (!dialog) return null;
  const def = DIALOGS[dialog.name];
  const Body = def?.Body;
  const close = () => bus.emit({ type: 'dialog/close' });
  const title = t(bodyTitle ?? def?.title ?? dialog.name);
  const body = Body ? (
    <Suspense fallback={<Spinner color="arena.accent" data-testid="dialog-loading" />}>
      <Body key={dialog.name} setTitle={setBodyTitle} setSize={setBodySize} />
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
    <DialogFrame
      open
      title={title}
      onClose={close}
      // a body that resized its frame is a card on a phone too
      {...(bodySize ? { size: bodySize, fullOnPhone: false } : frameOf(dialog.name))}
      testId={`dialog-${dialog.name}`}
    >
      {body}
    </DialogFrame>
  );
}
