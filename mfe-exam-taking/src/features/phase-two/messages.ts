import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const phaseTwoMessages = defineMessages<{
  criteriaIntro: NoMessageValues;
  criteriaTitle: NoMessageValues;
  factsAdvance: { count: MessageValue };
  factsLines: { min: MessageValue; max: MessageValue };
  factsTitle: NoMessageValues;
  formatLines: { min: MessageValue; max: MessageValue };
  formatOwn: NoMessageValues;
  formatProse: NoMessageValues;
  formatTitle: NoMessageValues;
  questionContext: NoMessageValues;
  questionGuidance: NoMessageValues;
  questionPrompt: NoMessageValues;
  questionTitle: NoMessageValues;
  subtitle: NoMessageValues;
  title: NoMessageValues;
}>({
  criteriaIntro: {
    id: 'examTaking.phaseTwo.criteria.intro',
    defaultMessage: 'A redação é avaliada pelos critérios a seguir.',
  },
  criteriaTitle: { id: 'examTaking.phaseTwo.criteria.title', defaultMessage: 'Critérios de avaliação' },
  factsAdvance: {
    id: 'examTaking.phaseTwo.facts.advance',
    defaultMessage: 'Avançam para a Fase 2 os {count} participantes mais bem classificados na Fase 1.',
  },
  factsLines: {
    id: 'examTaking.phaseTwo.facts.lines',
    defaultMessage: 'A redação deve ter de {min} a {max} linhas.',
  },
  factsTitle: { id: 'examTaking.phaseTwo.facts.title', defaultMessage: 'Quem participa e como' },
  formatLines: {
    id: 'examTaking.phaseTwo.format.lines',
    defaultMessage: 'Escreva de {min} a {max} linhas; dê um título ao texto (o título não conta como linha).',
  },
  formatOwn: {
    id: 'examTaking.phaseTwo.format.own',
    defaultMessage:
      'O texto deve ser de sua autoria: cópias de textos de terceiros ou de respostas geradas por ferramentas de inteligência artificial não são aceitas.',
  },
  formatProse: {
    id: 'examTaking.phaseTwo.format.prose',
    defaultMessage:
      'Escreva em prosa, seguindo a norma-padrão da língua escrita; não use versos nem listas de tópicos.',
  },
  formatTitle: { id: 'examTaking.phaseTwo.format.title', defaultMessage: 'Formato da redação' },
  questionContext: {
    id: 'examTaking.phaseTwo.question.context',
    defaultMessage:
      'A inteligência artificial já participa de decisões que afetam a vida das pessoas: recomenda o que assistimos e lemos, ajuda médicos a interpretar exames, traduz textos, seleciona currículos e organiza o trânsito das cidades. Sistemas que aprendem a partir de dados podem ampliar o acesso a serviços e acelerar descobertas, mas também podem reproduzir preconceitos presentes nesses dados, errar com aparente segurança e tornar difícil entender por que uma decisão foi tomada.',
  },
  questionGuidance: {
    id: 'examTaking.phaseTwo.question.guidance',
    defaultMessage:
      'No seu texto, apresente ao menos um exemplo concreto de uso da inteligência artificial, explique de forma simples como um sistema desse tipo aprende a partir de dados e proponha medidas viáveis, dizendo quem deveria adotá-las: governos, empresas, escolas ou cidadãos.',
  },
  questionPrompt: {
    id: 'examTaking.phaseTwo.question.prompt',
    defaultMessage:
      'Escreva um texto dissertativo-argumentativo que responda à pergunta: como a sociedade deve usar a inteligência artificial para que os seus benefícios cheguem a todos, sem comprometer direitos como a privacidade, a igualdade de tratamento e a possibilidade de contestar uma decisão automatizada?',
  },
  questionTitle: { id: 'examTaking.phaseTwo.question.title', defaultMessage: 'A questão' },
  subtitle: { id: 'examTaking.phaseTwo.subtitle', defaultMessage: 'Prova discursiva' },
  title: { id: 'examTaking.phaseTwo.title', defaultMessage: 'Fase 2' },
});

/** Each criterion name, by criterion. */
export const criterionNameMessages = defineMessages<{
  argument: NoMessageValues;
  knowledge: NoMessageValues;
  proposal: NoMessageValues;
  theme: NoMessageValues;
  writing: NoMessageValues;
}>({
  argument: { id: 'examTaking.phaseTwo.criteria.argument.name', defaultMessage: 'Argumentação' },
  knowledge: {
    id: 'examTaking.phaseTwo.criteria.knowledge.name',
    defaultMessage: 'Conhecimento sobre inteligência artificial',
  },
  proposal: { id: 'examTaking.phaseTwo.criteria.proposal.name', defaultMessage: 'Proposta de intervenção' },
  theme: { id: 'examTaking.phaseTwo.criteria.theme.name', defaultMessage: 'Compreensão do tema' },
  writing: { id: 'examTaking.phaseTwo.criteria.writing.name', defaultMessage: 'Organização e linguagem' },
});

/** Each criterion explanation, by criterion. */
export const criterionTextMessages = defineMessages<{
  argument: NoMessageValues;
  knowledge: NoMessageValues;
  proposal: NoMessageValues;
  theme: NoMessageValues;
  writing: { min: MessageValue; max: MessageValue };
}>({
  argument: {
    id: 'examTaking.phaseTwo.criteria.argument.text',
    defaultMessage:
      'As ideias são defendidas com argumentos consistentes, exemplos concretos e informações pertinentes, e não apenas afirmadas.',
  },
  knowledge: {
    id: 'examTaking.phaseTwo.criteria.knowledge.text',
    defaultMessage:
      'Os conceitos são usados corretamente: por exemplo, o papel dos dados no treinamento de um modelo e os motivos pelos quais um sistema pode errar ou reproduzir vieses.',
  },
  proposal: {
    id: 'examTaking.phaseTwo.criteria.proposal.text',
    defaultMessage:
      'As medidas propostas são viáveis e detalhadas, dizem quem deve adotá-las e respeitam os direitos humanos.',
  },
  theme: {
    id: 'examTaking.phaseTwo.criteria.theme.text',
    defaultMessage:
      'O texto responde à pergunta proposta e mantém o foco no uso da inteligência artificial e nos seus efeitos sobre as pessoas.',
  },
  writing: {
    id: 'examTaking.phaseTwo.criteria.writing.text',
    defaultMessage:
      'O texto tem introdução, desenvolvimento e conclusão bem encadeados, segue a norma-padrão da língua escrita e respeita a extensão de {min} a {max} linhas.',
  },
});
