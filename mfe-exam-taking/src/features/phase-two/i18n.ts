import type { LocaleMessages } from 'shared-contracts';

/** Messages of the phase 2 page in every locale (keys prefixed "examTaking."). */
export const phaseTwoMessages: LocaleMessages = {
  'pt-BR': {
    'examTaking.phaseTwo.title': 'Fase 2',
    'examTaking.phaseTwo.subtitle': 'Prova discursiva',
    'examTaking.phaseTwo.facts.title': 'Quem participa e como',
    'examTaking.phaseTwo.facts.advance':
      'Avançam para a Fase 2 os {count} participantes mais bem classificados na Fase 1.',
    'examTaking.phaseTwo.facts.lines': 'A redação deve ter de {min} a {max} linhas.',
    'examTaking.phaseTwo.question.title': 'A questão',
    'examTaking.phaseTwo.question.context':
      'A inteligência artificial já participa de decisões que afetam a vida das pessoas: recomenda o que assistimos e lemos, ajuda médicos a interpretar exames, traduz textos, seleciona currículos e organiza o trânsito das cidades. Sistemas que aprendem a partir de dados podem ampliar o acesso a serviços e acelerar descobertas, mas também podem reproduzir preconceitos presentes nesses dados, errar com aparente segurança e tornar difícil entender por que uma decisão foi tomada.',
    'examTaking.phaseTwo.question.prompt':
      'Escreva um texto dissertativo-argumentativo que responda à pergunta: como a sociedade deve usar a inteligência artificial para que os seus benefícios cheguem a todos, sem comprometer direitos como a privacidade, a igualdade de tratamento e a possibilidade de contestar uma decisão automatizada?',
    'examTaking.phaseTwo.question.guidance':
      'No seu texto, apresente ao menos um exemplo concreto de uso da inteligência artificial, explique de forma simples como um sistema desse tipo aprende a partir de dados e proponha medidas viáveis, dizendo quem deveria adotá-las: governos, empresas, escolas ou cidadãos.',
    'examTaking.phaseTwo.format.title': 'Formato da redação',
    'examTaking.phaseTwo.format.lines':
      'Escreva de {min} a {max} linhas; dê um título ao texto (o título não conta como linha).',
    'examTaking.phaseTwo.format.prose':
      'Escreva em prosa, seguindo a norma-padrão da língua escrita; não use versos nem listas de tópicos.',
    'examTaking.phaseTwo.format.own':
      'O texto deve ser de sua autoria: cópias de textos de terceiros ou de respostas geradas por ferramentas de inteligência artificial não são aceitas.',
    'examTaking.phaseTwo.criteria.title': 'Critérios de avaliação',
    'examTaking.phaseTwo.criteria.intro': 'A redação é avaliada pelos critérios a seguir.',
    'examTaking.phaseTwo.criteria.theme.name': 'Compreensão do tema',
    'examTaking.phaseTwo.criteria.theme.text':
      'O texto responde à pergunta proposta e mantém o foco no uso da inteligência artificial e nos seus efeitos sobre as pessoas.',
    'examTaking.phaseTwo.criteria.knowledge.name': 'Conhecimento sobre inteligência artificial',
    'examTaking.phaseTwo.criteria.knowledge.text':
      'Os conceitos são usados corretamente: por exemplo, o papel dos dados no treinamento de um modelo e os motivos pelos quais um sistema pode errar ou reproduzir vieses.',
    'examTaking.phaseTwo.criteria.argument.name': 'Argumentação',
    'examTaking.phaseTwo.criteria.argument.text':
      'As ideias são defendidas com argumentos consistentes, exemplos concretos e informações pertinentes, e não apenas afirmadas.',
    'examTaking.phaseTwo.criteria.proposal.name': 'Proposta de intervenção',
    'examTaking.phaseTwo.criteria.proposal.text':
      'As medidas propostas são viáveis e detalhadas, dizem quem deve adotá-las e respeitam os direitos humanos.',
    'examTaking.phaseTwo.criteria.writing.name': 'Organização e linguagem',
    'examTaking.phaseTwo.criteria.writing.text':
      'O texto tem introdução, desenvolvimento e conclusão bem encadeados, segue a norma-padrão da língua escrita e respeita a extensão de {min} a {max} linhas.',
  },
  es: {
    'examTaking.phaseTwo.title': 'Fase 2',
    'examTaking.phaseTwo.subtitle': 'Prueba de desarrollo',
    'examTaking.phaseTwo.facts.title': 'Quién participa y cómo',
    'examTaking.phaseTwo.facts.advance':
      'Pasan a la Fase 2 los {count} participantes mejor clasificados en la Fase 1.',
    'examTaking.phaseTwo.facts.lines': 'La redacción debe tener de {min} a {max} líneas.',
    'examTaking.phaseTwo.question.title': 'La pregunta',
    'examTaking.phaseTwo.question.context':
      'La inteligencia artificial ya participa en decisiones que afectan la vida de las personas: recomienda lo que vemos y leemos, ayuda a los médicos a interpretar exámenes, traduce textos, selecciona currículos y organiza el tránsito de las ciudades. Los sistemas que aprenden a partir de datos pueden ampliar el acceso a servicios y acelerar descubrimientos, pero también pueden reproducir prejuicios presentes en esos datos, equivocarse con aparente seguridad y hacer difícil entender por qué se tomó una decisión.',
    'examTaking.phaseTwo.question.prompt':
      'Escribe un texto argumentativo que responda a la pregunta: ¿cómo debe la sociedad usar la inteligencia artificial para que sus beneficios lleguen a todos, sin poner en riesgo derechos como la privacidad, la igualdad de trato y la posibilidad de impugnar una decisión automatizada?',
    'examTaking.phaseTwo.question.guidance':
      'En tu texto, presenta al menos un ejemplo concreto de uso de la inteligencia artificial, explica de forma sencilla cómo un sistema de este tipo aprende a partir de datos y propón medidas viables, indicando quién debería adoptarlas: gobiernos, empresas, escuelas o ciudadanos.',
    'examTaking.phaseTwo.format.title': 'Formato de la redacción',
    'examTaking.phaseTwo.format.lines':
      'Escribe de {min} a {max} líneas; ponle un título al texto (el título no cuenta como línea).',
    'examTaking.phaseTwo.format.prose':
      'Escribe en prosa, siguiendo la norma culta de la lengua escrita; no uses versos ni listas de puntos.',
    'examTaking.phaseTwo.format.own':
      'El texto debe ser de tu autoría: no se aceptan copias de textos de terceros ni respuestas generadas por herramientas de inteligencia artificial.',
    'examTaking.phaseTwo.criteria.title': 'Criterios de evaluación',
    'examTaking.phaseTwo.criteria.intro': 'La redacción se evalúa según los siguientes criterios.',
    'examTaking.phaseTwo.criteria.theme.name': 'Comprensión del tema',
    'examTaking.phaseTwo.criteria.theme.text':
      'El texto responde a la pregunta propuesta y se mantiene centrado en el uso de la inteligencia artificial y en sus efectos sobre las personas.',
    'examTaking.phaseTwo.criteria.knowledge.name': 'Conocimiento sobre inteligencia artificial',
    'examTaking.phaseTwo.criteria.knowledge.text':
      'Los conceptos se usan correctamente: por ejemplo, el papel de los datos en el entrenamiento de un modelo y los motivos por los que un sistema puede equivocarse o reproducir sesgos.',
    'examTaking.phaseTwo.criteria.argument.name': 'Argumentación',
    'examTaking.phaseTwo.criteria.argument.text':
      'Las ideas se defienden con argumentos consistentes, ejemplos concretos e información pertinente, y no solo se afirman.',
    'examTaking.phaseTwo.criteria.proposal.name': 'Propuesta de intervención',
    'examTaking.phaseTwo.criteria.proposal.text':
      'Las medidas propuestas son viables y detalladas, indican quién debe adoptarlas y respetan los derechos humanos.',
    'examTaking.phaseTwo.criteria.writing.name': 'Organización y lenguaje',
    'examTaking.phaseTwo.criteria.writing.text':
      'El texto tiene introducción, desarrollo y conclusión bien enlazados, sigue la norma culta de la lengua escrita y respeta la extensión de {min} a {max} líneas.',
  },
  'pt-PT': {
    'examTaking.phaseTwo.title': 'Fase 2',
    'examTaking.phaseTwo.subtitle': 'Prova de desenvolvimento',
    'examTaking.phaseTwo.facts.title': 'Quem participa e como',
    'examTaking.phaseTwo.facts.advance':
      'Passam à Fase 2 os {count} participantes mais bem classificados na Fase 1.',
    'examTaking.phaseTwo.facts.lines': 'A composição deve ter entre {min} e {max} linhas.',
    'examTaking.phaseTwo.question.title': 'A pergunta',
    'examTaking.phaseTwo.question.context':
      'A inteligência artificial já participa em decisões que afetam a vida das pessoas: recomenda o que vemos e lemos, ajuda os médicos a interpretar exames, traduz textos, faz a triagem de currículos e organiza o trânsito das cidades. Os sistemas que aprendem a partir de dados podem alargar o acesso a serviços e acelerar descobertas, mas também podem reproduzir preconceitos presentes nesses dados, errar com aparente segurança e tornar difícil perceber porque foi tomada uma decisão.',
    'examTaking.phaseTwo.question.prompt':
      'Escreva um texto de opinião, devidamente fundamentado, que responda à pergunta: como deve a sociedade usar a inteligência artificial para que os seus benefícios cheguem a todos, sem pôr em causa direitos como a privacidade, a igualdade de tratamento e a possibilidade de contestar uma decisão automatizada?',
    'examTaking.phaseTwo.question.guidance':
      'No seu texto, apresente pelo menos um exemplo concreto de utilização da inteligência artificial, explique de forma simples como um sistema deste tipo aprende a partir de dados e proponha medidas exequíveis, indicando quem as deveria adotar: governos, empresas, escolas ou cidadãos.',
    'examTaking.phaseTwo.format.title': 'Formato da composição',
    'examTaking.phaseTwo.format.lines':
      'Escreva entre {min} e {max} linhas; dê um título ao texto (o título não conta como linha).',
    'examTaking.phaseTwo.format.prose':
      'Escreva em prosa, respeitando a norma-padrão da língua escrita; não use versos nem listas de tópicos.',
    'examTaking.phaseTwo.format.own':
      'O texto tem de ser da sua autoria: não são aceites cópias de textos de terceiros nem respostas geradas por ferramentas de inteligência artificial.',
    'examTaking.phaseTwo.criteria.title': 'Critérios de avaliação',
    'examTaking.phaseTwo.criteria.intro': 'A composição é avaliada segundo os critérios seguintes.',
    'examTaking.phaseTwo.criteria.theme.name': 'Compreensão do tema',
    'examTaking.phaseTwo.criteria.theme.text':
      'O texto responde à pergunta proposta e mantém-se centrado na utilização da inteligência artificial e nos seus efeitos sobre as pessoas.',
    'examTaking.phaseTwo.criteria.knowledge.name': 'Conhecimento sobre inteligência artificial',
    'examTaking.phaseTwo.criteria.knowledge.text':
      'Os conceitos são usados corretamente: por exemplo, o papel dos dados no treino de um modelo e as razões pelas quais um sistema pode errar ou reproduzir enviesamentos.',
    'examTaking.phaseTwo.criteria.argument.name': 'Argumentação',
    'examTaking.phaseTwo.criteria.argument.text':
      'As ideias são defendidas com argumentos consistentes, exemplos concretos e informação pertinente, e não apenas afirmadas.',
    'examTaking.phaseTwo.criteria.proposal.name': 'Proposta de intervenção',
    'examTaking.phaseTwo.criteria.proposal.text':
      'As medidas propostas são exequíveis e concretas, indicam quem as deve adotar e respeitam os direitos humanos.',
    'examTaking.phaseTwo.criteria.writing.name': 'Organização e linguagem',
    'examTaking.phaseTwo.criteria.writing.text':
      'O texto tem introdução, desenvolvimento e conclusão bem articulados, respeita a norma-padrão da língua escrita e a extensão de {min} a {max} linhas.',
  },
};
