import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import type { CreateFeedbackBody, Feedback } from '../../api/contracts/feedback';
import { beginSession, endSession } from '../../app/auth/session';
import { UserMenu } from '../../app/shell/UserMenu';
import { accountPlugin } from '../account';
import { PluginHost } from '../host/plugin-host';
import { FeedbackDialogHost } from './FeedbackDialogHost';
import { feedbackPlugin } from './index';
import { closeFeedbackDialog } from './store';

/** The general feedback dialog, opened from the user menu, with the real plugins and a stand-in feedback service. */
const give = vi.fn(async (body: CreateFeedbackBody): Promise<Feedback> => ({
  id: 'fb_1',
  created_at: '2026-11-25T10:00:00.000Z',
  ...body,
  comment: body.comment ?? null,
}));
let host: PluginHost;

beforeAll(async () => {
  const services = unreachableServices();
  host = new PluginHost({ services: { ...services, feedback: { ...services.feedback, give } } });
  await host.activate([accountPlugin, feedbackPlugin]);
  beginSession({ uid: 'u-dialog', email: 'dialog@example.test' }, async () => 'token');
});
afterEach(() => {
  give.mockClear();
  closeFeedbackDialog();
});
afterAll(() => {
  endSession();
  host.deactivateAll();
});

async function openFromUserMenu() {
  const user = userEvent.setup();
  render(
    <>
      <UserMenu />
      <FeedbackDialogHost />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await user.click(within(screen.getByRole('menu', { name: 'User menu' })).getByRole('menuitem', { name: 'Give feedback' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Give feedback' }) };
}

describe('the feedback dialog', () => {
  it('opens from the user menu and sends a thumb with a comment about Clearway in general', async () => {
    const { user, dialog } = await openFromUserMenu();
    expect(within(dialog).getByText('How is Clearway working for you?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Thumbs up' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'The risk snapshot saves me hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(give).toHaveBeenCalledExactlyOnceWith({ rating: 'up', comment: 'The risk snapshot saves me hours.', subject: { kind: 'general' } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thanks for your feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel without sending, and opens empty again', async () => {
    const { user, dialog } = await openFromUserMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Thumbs down' }));
    await user.type(within(dialog).getByRole('textbox'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(give).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Give feedback' }));
    const again = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(within(again).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Thumbs down' })).toHaveAttribute('aria-pressed', 'false');
  });
});
