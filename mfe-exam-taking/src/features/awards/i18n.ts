import type { LocaleMessages, Messages } from 'shared-contracts';

const ptBR: Messages = {
  'examTaking.awards.title': 'Parabéns pela sua premiação!',
  'examTaking.awards.intro':
    'Você recebeu uma premiação na olimpíada. Veja abaixo o seu voucher e como utilizá-lo.',
  'examTaking.awards.voucher': 'Código do voucher:',
  'examTaking.awards.copy': 'Copiar',
  'examTaking.awards.copied': 'Copiado!',
  'examTaking.awards.copyFailed': 'Não foi possível copiar o código. Selecione-o e copie manualmente.',
  'examTaking.awards.tutorialTitle': 'Como usar o seu voucher',
  'examTaking.awards.stepOf': 'Passo {current} de {total}',
  'examTaking.awards.back': 'Voltar',
  'examTaking.awards.next': 'Próximo',
  'examTaking.awards.finish': 'Concluir',
  'examTaking.awards.close': 'Fechar',
  'examTaking.awards.medal.gold': 'Ouro',
  'examTaking.awards.medal.silver': 'Prata',
  'examTaking.awards.medal.bronze': 'Bronze',
  'examTaking.awards.medal.honorable_mention': 'Menção honrosa',
  'examTaking.awards.steps.copy.title': 'Copie o código do voucher',
  'examTaking.awards.steps.copy.text':
    'Use o botão Copiar ao lado do código e guarde-o em um lugar seguro. O código é pessoal e vale para um único uso.',
  'examTaking.awards.steps.partner.title': 'Acesse o site do parceiro',
  'examTaking.awards.steps.partner.text':
    'Abra o site do parceiro indicado pela coordenação da olimpíada na divulgação dos resultados e entre com a sua conta, ou crie uma usando o mesmo e-mail desta inscrição.',
  'examTaking.awards.steps.choose.title': 'Escolha o seu prêmio',
  'examTaking.awards.steps.choose.text':
    'Escolha o curso, livro ou produto que deseja resgatar e adicione-o ao carrinho.',
  'examTaking.awards.steps.apply.title': 'Aplique o voucher',
  'examTaking.awards.steps.apply.text':
    'Na finalização do pedido, procure o campo "Cupom" ou "Voucher", cole o código e clique em Aplicar.',
  'examTaking.awards.steps.check.title': 'Confira o desconto',
  'examTaking.awards.steps.check.text':
    'Verifique se o valor do voucher foi descontado do total. Se o código não for aceito, confira se ele foi colado sem espaços extras.',
  'examTaking.awards.steps.finish.title': 'Conclua e guarde o comprovante',
  'examTaking.awards.steps.finish.text':
    'Finalize o pedido e guarde o e-mail de confirmação. Se tiver qualquer problema, fale com a coordenação da olimpíada pelo suporte.',
};

const es: Messages = {
  'examTaking.awards.title': '¡Felicitaciones por tu premio!',
  'examTaking.awards.intro': 'Recibiste un premio en la olimpiada. Abajo están tu cupón y cómo utilizarlo.',
  'examTaking.awards.voucher': 'Código del cupón:',
  'examTaking.awards.copy': 'Copiar',
  'examTaking.awards.copied': '¡Copiado!',
  'examTaking.awards.copyFailed': 'No fue posible copiar el código. Selecciónalo y cópialo manualmente.',
  'examTaking.awards.tutorialTitle': 'Cómo usar tu cupón',
  'examTaking.awards.stepOf': 'Paso {current} de {total}',
  'examTaking.awards.back': 'Atrás',
  'examTaking.awards.next': 'Siguiente',
  'examTaking.awards.finish': 'Finalizar',
  'examTaking.awards.close': 'Cerrar',
  'examTaking.awards.medal.gold': 'Oro',
  'examTaking.awards.medal.silver': 'Plata',
  'examTaking.awards.medal.bronze': 'Bronce',
  'examTaking.awards.medal.honorable_mention': 'Mención honrosa',
  'examTaking.awards.steps.copy.title': 'Copia el código del cupón',
  'examTaking.awards.steps.copy.text':
    'Usa el botón Copiar junto al código y guárdalo en un lugar seguro. El código es personal y sirve para un solo uso.',
  'examTaking.awards.steps.partner.title': 'Entra en el sitio del socio',
  'examTaking.awards.steps.partner.text':
    'Abre el sitio del socio indicado por la coordinación de la olimpiada en la divulgación de los resultados e inicia sesión con tu cuenta, o crea una con el mismo correo electrónico de esta inscripción.',
  'examTaking.awards.steps.choose.title': 'Elige tu premio',
  'examTaking.awards.steps.choose.text':
    'Elige el curso, libro o producto que quieres canjear y agrégalo al carrito.',
  'examTaking.awards.steps.apply.title': 'Aplica el cupón',
  'examTaking.awards.steps.apply.text':
    'Al finalizar el pedido, busca el campo "Cupón" o "Voucher", pega el código y haz clic en Aplicar.',
  'examTaking.awards.steps.check.title': 'Revisa el descuento',
  'examTaking.awards.steps.check.text':
    'Verifica que el valor del cupón se haya descontado del total. Si el código no es aceptado, revisa que se haya pegado sin espacios de más.',
  'examTaking.awards.steps.finish.title': 'Finaliza y guarda el comprobante',
  'examTaking.awards.steps.finish.text':
    'Completa el pedido y guarda el correo de confirmación. Si tienes algún problema, comunícate con la coordinación de la olimpiada a través del soporte.',
};

const ptPT: Messages = {
  'examTaking.awards.title': 'Parabéns pelo seu prémio!',
  'examTaking.awards.intro': 'Recebeu um prémio na olimpíada. Veja abaixo o seu voucher e como o utilizar.',
  'examTaking.awards.voucher': 'Código do voucher:',
  'examTaking.awards.copy': 'Copiar',
  'examTaking.awards.copied': 'Copiado!',
  'examTaking.awards.copyFailed': 'Não foi possível copiar o código. Selecione-o e copie-o manualmente.',
  'examTaking.awards.tutorialTitle': 'Como utilizar o seu voucher',
  'examTaking.awards.stepOf': 'Passo {current} de {total}',
  'examTaking.awards.back': 'Voltar',
  'examTaking.awards.next': 'Seguinte',
  'examTaking.awards.finish': 'Concluir',
  'examTaking.awards.close': 'Fechar',
  'examTaking.awards.medal.gold': 'Ouro',
  'examTaking.awards.medal.silver': 'Prata',
  'examTaking.awards.medal.bronze': 'Bronze',
  'examTaking.awards.medal.honorable_mention': 'Menção honrosa',
  'examTaking.awards.steps.copy.title': 'Copie o código do voucher',
  'examTaking.awards.steps.copy.text':
    'Utilize o botão Copiar ao lado do código e guarde-o num local seguro. O código é pessoal e só pode ser utilizado uma vez.',
  'examTaking.awards.steps.partner.title': 'Aceda ao site do parceiro',
  'examTaking.awards.steps.partner.text':
    'Abra o site do parceiro indicado pela coordenação da olimpíada na divulgação dos resultados e inicie sessão com a sua conta, ou crie uma com o mesmo e-mail desta inscrição.',
  'examTaking.awards.steps.choose.title': 'Escolha o seu prémio',
  'examTaking.awards.steps.choose.text':
    'Escolha o curso, livro ou produto que pretende e adicione-o ao carrinho.',
  'examTaking.awards.steps.apply.title': 'Aplique o voucher',
  'examTaking.awards.steps.apply.text':
    'Ao finalizar a encomenda, procure o campo "Cupão" ou "Voucher", cole o código e clique em Aplicar.',
  'examTaking.awards.steps.check.title': 'Confirme o desconto',
  'examTaking.awards.steps.check.text':
    'Verifique se o valor do voucher foi descontado do total. Se o código não for aceite, confirme que foi colado sem espaços a mais.',
  'examTaking.awards.steps.finish.title': 'Conclua e guarde o comprovativo',
  'examTaking.awards.steps.finish.text':
    'Finalize a encomenda e guarde o e-mail de confirmação. Se tiver algum problema, contacte a coordenação da olimpíada através do suporte.',
};

/** Messages of the awards and voucher tutorial in every locale (keys prefixed "examTaking."). */
export const awardsMessages: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };
