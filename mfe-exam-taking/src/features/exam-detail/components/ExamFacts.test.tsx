import { act, screen } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { type User } from 'shared-contracts';
import { controlFetch, type ControlledFetch } from '../../../test/controlled-fetch';
import { examApiServer } from '../../../test/exam-api-server';
import { renderRoute } from '../../../test/render';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { timeZoneCity } from '../time-zone';
import { ExamDetailPage } from './ExamDetailPage';
import { ExamFacts } from './ExamFacts';

jest.setTimeout(30_000);

const NOW = Date.parse('2026-05-10T12:00:00Z');
const HOUR = 3_600_000;

const exam = (over: Partial<Exam> = {}): Exam => ({
  id: '31',
  phase: 1,
  description: null,
  kind: 'online',
  start_date: '2026-05-10T12:00:00Z',
  end_date: '2026-05-10T15:00:00Z',
  time_limit: null,
  survey_url: null,
  cover_url: null,
  status: 'in_progress',
  ranked_user: true,
  questions_count: 3,
  questions: [],
  editionId: '5',
  timeZone: 'America/Sao_Paulo',
  ...over,
});

const show = (e: Exam, participation: Participation | null = null, locale?: 'es' | 'pt-PT') =>
  renderRoute(<ExamFacts exam={e} participation={participation} countsQuestions />, {
    path: '/',
    entry: '/',
    ...(locale ? { locale } : {}),
  });

const fact = (name: string) => screen.getByTestId(`exam-fact-${name}`);
/** The whole value of the 'time' fact (its label left out). */
const timeValue = () => fact('time').querySelector('[class*="datalist__itemValue"], dd')?.textContent ?? '';
const note = () => screen.queryByTestId('exam-time-zone');

afterEach(() => jest.useRealTimers());

describe('ExamFacts', () => {
  it('tells that the times are Coimbra (mainland Portugal) time for an edition in Europe/Lisbon', () => {
    const { intlErrors } = show(exam({ timeZone: 'Europe/Lisbon' }));
    // 12:00 UTC is 13:00 in Lisbon in May (summer time).
    expect(fact('window')).toHaveTextContent('10/05/2026 13:00 a 10/05/2026 16:00');
    expect(note()).toHaveTextContent('Horários no fuso horário de Coimbra (Portugal continental).');
    expect(intlErrors).toEqual([]);
  });

  it('names the city of any other zone, and the device’s when the edition has none', () => {
    const saoPaulo = show(exam());
    expect(fact('window')).toHaveTextContent('10/05/2026 09:00 a 10/05/2026 12:00');
    expect(note()).toHaveTextContent('Horários no fuso horário de São Paulo.');
    saoPaulo.unmount();
    const manaus = show(exam({ timeZone: 'America/Manaus' }));
    expect(fact('window')).toHaveTextContent('10/05/2026 08:00 a 10/05/2026 11:00');
    expect(note()).toHaveTextContent('Horários no fuso horário de Manaus.');
    manaus.unmount();
    show(exam({ timeZone: null }));
    const device = timeZoneCity(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(note()).toHaveTextContent(`Horários no fuso horário de ${device}.`);
  });

  it('has no zone note when there are no dates', () => {
    show(exam({ start_date: null, end_date: null }));
    expect(fact('window')).toHaveTextContent('—');
    expect(note()).toBeNull();
  });

  it('gives the time limit in minutes, or the whole window before the exam opens', () => {
    const limited = show(exam({ time_limit: 90 }));
    expect(fact('time')).toHaveTextContent('90 minutos');
    limited.unmount();
    show(exam({ status: 'upcoming' }));
    expect(timeValue()).toBe('3 h');
  });

  it('counts down the time left of an open exam without a limit, and of an attempt under way', () => {
    jest.useFakeTimers({ now: NOW });
    const open = show(exam({ end_date: new Date(NOW + 2 * HOUR).toISOString() }));
    expect(timeValue()).toBe('2 h');
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(timeValue()).toBe('1 h 30 min');
    open.unmount();

    const attempt: Participation = {
      id: 'p1',
      started_at: null,
      ends_at: null,
      time_left: 3600,
      finished_at: null,
      status: 'in_progress',
      answers: [],
    };
    show(exam({ time_limit: 60 }), attempt);
    expect(timeValue()).toBe('1 h');
    act(() => jest.advanceTimersByTime(90_000));
    expect(timeValue()).toBe('58 min');
  });

  it('speaks Spanish and European Portuguese', () => {
    const es = show(exam({ timeZone: 'Europe/Lisbon' }), null, 'es');
    expect(note()).toHaveTextContent('Horarios en la hora de Coímbra (Portugal continental).');
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const madrid = show(exam({ timeZone: 'Europe/Madrid' }), null, 'es');
    expect(note()).toHaveTextContent('Horarios en la zona horaria de Madrid.');
    madrid.unmount();
    const pt = show(exam({ timeZone: 'Europe/Lisbon' }), null, 'pt-PT');
    expect(note()).toHaveTextContent('Horas indicadas na hora de Coimbra (Portugal continental).');
    expect(pt.intlErrors).toEqual([]);
  });
});

describe('ExamDetailPage time zone note', () => {
  let net: ControlledFetch;
  beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
  afterEach(() => net.restore());

  it("follows the edition's zone from the exam document", async () => {
    useAuthStore.setState({ user: { id: '7', name: 'Ana', profiles: [] } as unknown as User });
    net = controlFetch(
      examApiServer({
        exam: {
          start_date: '2026-05-10T12:00:00Z',
          end_date: '2026-05-10T15:00:00Z',
          timeZone: 'Europe/Lisbon',
        },
      }).reply,
    );
    renderRoute(<ExamDetailPage />, {
      path: '/edicoes/ativas/:id/fases/:testId',
      entry: '/edicoes/ativas/5/fases/31',
    });
    expect(await screen.findByTestId('exam-time-zone')).toHaveTextContent(
      'Horários no fuso horário de Coimbra (Portugal continental).',
    );
    expect(fact('window')).toHaveTextContent('10/05/2026 13:00 a 10/05/2026 16:00');
  });
});
