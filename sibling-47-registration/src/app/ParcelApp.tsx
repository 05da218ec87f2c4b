import type { ParcelCustomProps } from 'shared-contracts';
import { SupportForm } from '../features/support/SupportForm';
import { TeacherRegistration } from '../features/teacher-registration/TeacherRegistration';
import { translator } from '../i18n/messages';
import { PARCEL_CSS } from './styles';

/** The edition id in /inscricoes/{id} and /inscricoes/{id}/estudante. */
export function editionIdOf(pathname: string): string | null {
  return /^\/inscricoes\/(\d+)(\/estudante)?\/?$/.exec(pathname)?.[1] ?? null;
}

/** Chooses the screen from the shell's route id (the registration remote's routes, spec 1 §2). */
export function ParcelApp(props: ParcelCustomProps) {
  const editionId = editionIdOf(props.pathname);
  let screen;
  if (props.routeId === 'registration.support') screen = <SupportForm {...props} />;
  else if (editionId) screen = <TeacherRegistration key={editionId} {...props} editionId={editionId} />;
  else screen = <p role="alert">{translator(props.locale)('notHere')}</p>;
  return (
    <div class="p47-root" lang={props.locale} data-testid="parcel-47">
      <style>{PARCEL_CSS}</style>
      {screen}
    </div>
  );
}
