import type { Locale } from '../../shared-rules.js';

/**
 * The invitation a new coordinator receives, in the language of the admin who added them (the person
 * has no language of their own yet): how to sign in, and the single-use link that sets the password
 * (48 hours). With an external identity provider there is no password here: the mail says to sign in
 * there with this e-mail.
 */
export function invitationMail(
  locale: Locale,
  opts: { email: string; appUrl: string; passwordUrl: string | null },
): { subject: string; text: string } {
  const { email, appUrl, passwordUrl } = opts;
  if (locale === 'es')
    return {
      subject: 'Invitación para coordinar ediciones de la olimpiada',
      text: [
        'Hola:',
        '',
        `Se creó una cuenta de coordinador para ${email} en la plataforma de la olimpiada.`,
        '',
        passwordUrl
          ? `Para elegir tu contraseña, abre este enlace (válido por 48 horas y una sola vez):\n${passwordUrl}`
          : 'Inicia sesión con este correo electrónico en el proveedor de identidad de la organización.',
        '',
        `Después, entra en ${appUrl} con tu correo electrónico y tu contraseña, y verás las ediciones que coordinas.`,
        '',
        'Si no esperabas esta invitación, ignora este mensaje.',
      ].join('\n'),
    };
  if (locale === 'pt-PT')
    return {
      subject: 'Convite para coordenar edições da olimpíada',
      text: [
        'Olá,',
        '',
        `Foi criada uma conta de coordenador para ${email} na plataforma da olimpíada.`,
        '',
        passwordUrl
          ? `Para escolher a sua palavra-passe, abra esta ligação (válida durante 48 horas e uma única vez):\n${passwordUrl}`
          : 'Entre com este e-mail no fornecedor de identidade da organização.',
        '',
        `Depois, entre em ${appUrl} com o seu e-mail e a sua palavra-passe e verá as edições que coordena.`,
        '',
        'Se não esperava este convite, ignore esta mensagem.',
      ].join('\n'),
    };
  return {
    subject: 'Convite para coordenar edições da olimpíada',
    text: [
      'Olá,',
      '',
      `Foi criada uma conta de coordenador para ${email} na plataforma da olimpíada.`,
      '',
      passwordUrl
        ? `Para escolher sua senha, abra este link (válido por 48 horas e uma única vez):\n${passwordUrl}`
        : 'Entre com este e-mail no provedor de identidade da organização.',
      '',
      `Depois, entre em ${appUrl} com seu e-mail e sua senha e você verá as edições que coordena.`,
      '',
      'Se você não esperava este convite, ignore esta mensagem.',
    ].join('\n'),
  };
}
