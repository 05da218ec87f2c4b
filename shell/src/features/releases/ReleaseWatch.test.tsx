import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'shared-contracts/ui';
import type { ProjectRegistry } from 'shared-contracts';
import { registryFor } from '../../test-utils/fixtures';
import { ReleaseWatch } from './ReleaseWatch';

const EXAM = '/edicoes/ativas/3/fases/12/resolver/41';

function renderWatch(latest: () => ProjectRegistry) {
  let clock = 0;
  const reload = jest.fn();
  const fetchLatest = jest.fn(async () => latest());
  render(
    <MemoryRouter initialEntries={[EXAM]}>
      <Link to="/edicoes/ativas/3/fases/12/resolver/42">próxima</Link>
      <Link to="/edicoes/ativas">edições</Link>
      <ReleaseWatch
        projectId={36}
        registry={registryFor(36)}
        options={{ fetchLatest, reload, now: () => clock, isOnline: () => true }}
      />
    </MemoryRouter>,
  );
  return { reload, fetchLatest, advance: (ms: number) => (clock += ms) };
}

it('reads the registry when the tab becomes visible and reloads on the first navigation out of the exam', async () => {
  const released = registryFor(36);
  released.remotes.mfe_exam_taking.entry = '/remotes/mfe-exam-taking/1.0.0-c/mf-manifest.json';
  const { reload, fetchLatest, advance } = renderWatch(() => released);
  advance(30_000);
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(fetchLatest).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByText('próxima'));
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('edições'));
  expect(reload).toHaveBeenCalledTimes(1);
});
