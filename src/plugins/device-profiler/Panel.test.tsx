import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { ServicesProvider } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { profilerThread$ } from './chat-store';
import DeviceProfilerPanel from './Panel';

const renderPanel = () =>
  render(
    <ServicesProvider services={unreachableServices()}>
      <DeviceProfilerPanel />
    </ServicesProvider>,
  );

beforeEach(() => clearAllCache({ reload: false }));

describe('the device profiler chat panel', () => {
  it('greets an empty thread with the two suggested prompts and the composer', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Hello there!' })).toBeInTheDocument();
    expect(screen.getByText("Let's build your Device Profile!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the device profiler!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "What's the purpose of device profiler?" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Send a message...' })).toBeInTheDocument();
  });

  it('restores the stored thread instead of the greeting', () => {
    profilerThread$.messages.set([
      { id: 'u1', role: 'user', content: 'Start the device profiler!', createdAt: '2026-11-22T12:00:00.000Z' },
      { id: 'a1', role: 'assistant', content: 'What is your role in bringing this device to market?', createdAt: '2026-11-22T12:00:01.000Z' },
    ]);
    renderPanel();
    expect(screen.queryByRole('heading', { name: 'Hello there!' })).not.toBeInTheDocument();
    expect(screen.getByText('What is your role in bringing this device to market?')).toBeInTheDocument();
  });
});
