import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the awards modal and the voucher tutorial. */
export const awardsMessages = defineMessages<{
  back: NoMessageValues;
  close: NoMessageValues;
  copied: NoMessageValues;
  copy: NoMessageValues;
  copyFailed: NoMessageValues;
  finish: NoMessageValues;
  intro: NoMessageValues;
  next: NoMessageValues;
  stepOf: { current: MessageValue; total: MessageValue };
  title: NoMessageValues;
  tutorialTitle: NoMessageValues;
  voucher: NoMessageValues;
}>({
  back: { id: 'examTaking.awards.back', defaultMessage: 'Voltar' },
  close: { id: 'examTaking.awards.close', defaultMessage: 'Fechar' },
  copied: { id: 'examTaking.awards.copied', defaultMessage: 'Copiado!' },
  copy: { id: 'examTaking.awards.copy', defaultMessage: 'Copiar' },
  copyFailed: {
    id: 'examTaking.awards.copyFailed',
    defaultMessage: 'Não foi possível copiar o código. Selecione-o e copie manualmente.',
  },
  finish: { id: 'examTaking.awards.finish', defaultMessage: 'Concluir' },
  intro: {
    id: 'examTaking.awards.intro',
    defaultMessage: 'Você recebeu uma premiação na olimpíada. Veja abaixo o seu voucher e como utilizá-lo.',
  },
  next: { id: 'examTaking.awards.next', defaultMessage: 'Próximo' },
  stepOf: { id: 'examTaking.awards.stepOf', defaultMessage: 'Passo {current} de {total}' },
  title: { id: 'examTaking.awards.title', defaultMessage: 'Parabéns pela sua premiação!' },
  tutorialTitle: { id: 'examTaking.awards.tutorialTitle', defaultMessage: 'Como usar o seu voucher' },
  voucher: { id: 'examTaking.awards.voucher', defaultMessage: 'Código do voucher:' },
});

/** The name of each medal. */
export const medalMessages = defineMessages({
  bronze: { id: 'examTaking.awards.medal.bronze', defaultMessage: 'Bronze' },
  gold: { id: 'examTaking.awards.medal.gold', defaultMessage: 'Ouro' },
  honorable_mention: { id: 'examTaking.awards.medal.honorable_mention', defaultMessage: 'Menção honrosa' },
  silver: { id: 'examTaking.awards.medal.silver', defaultMessage: 'Prata' },
});

/** Each step of the voucher tutorial (spec 3 §2.1), in order: its title and its text. */
export const VOUCHER_STEP_MESSAGES = [
  defineMessages({
    title: { id: 'examTaking.awards.steps.copy.title', defaultMessage: 'Copie o código do voucher' },
    text: {
      id: 'examTaking.awards.steps.copy.text',
      defaultMessage:
        'Use o botão Copiar ao lado do código e guarde-o em um lugar seguro. O código é pessoal e vale para um único uso.',
    },
  }),
  defineMessages({
    title: { id: 'examTaking.awards.steps.partner.title', defaultMessage: 'Acesse o site do parceiro' },
    text: {
      id: 'examTaking.awards.steps.partner.text',
      defaultMessage:
        'Abra o site do parceiro indicado pela coordenação da olimpíada na divulgação dos resultados e entre com a sua conta, ou crie uma usando o mesmo e-mail desta inscrição.',
    },
  }),
  defineMessages({
    title: { id: 'examTaking.awards.steps.choose.title', defaultMessage: 'Escolha o seu prêmio' },
    text: {
      id: 'examTaking.awards.steps.choose.text',
      defaultMessage: 'Escolha o curso, livro ou produto que deseja resgatar e adicione-o ao carrinho.',
    },
  }),
  defineMessages({
    title: { id: 'examTaking.awards.steps.apply.title', defaultMessage: 'Aplique o voucher' },
    text: {
      id: 'examTaking.awards.steps.apply.text',
      defaultMessage:
        'Na finalização do pedido, procure o campo "Cupom" ou "Voucher", cole o código e clique em Aplicar.',
    },
  }),
  defineMessages({
    title: { id: 'examTaking.awards.steps.check.title', defaultMessage: 'Confira o desconto' },
    text: {
      id: 'examTaking.awards.steps.check.text',
      defaultMessage:
        'Verifique se o valor do voucher foi descontado do total. Se o código não for aceito, confira se ele foi colado sem espaços extras.',
    },
  }),
  defineMessages({
    title: { id: 'examTaking.awards.steps.finish.title', defaultMessage: 'Conclua e guarde o comprovante' },
    text: {
      id: 'examTaking.awards.steps.finish.text',
      defaultMessage:
        'Finalize o pedido e guarde o e-mail de confirmação. Se tiver qualquer problema, fale com a coordenação da olimpíada pelo suporte.',
    },
  }),
] as const;
