import { defineMessages } from 'react-intl';

/** The score import's texts (ids `ui.scoreImport.*`; translations in shared-contracts/lang). */
export const scoreImportMessages = defineMessages({
  file: { id: 'ui.scoreImport.file', defaultMessage: 'Arquivo de notas (.csv)' },
  fileHelp: {
    id: 'ui.scoreImport.fileHelp',
    defaultMessage: 'Duas colunas: o e-mail do participante e a nota.',
  },
  onlyCsv: { id: 'ui.scoreImport.onlyCsv', defaultMessage: 'Escolha um arquivo .csv.' },
  checking: { id: 'ui.scoreImport.checking', defaultMessage: 'Verificando o arquivo…' },
  previewFailed: { id: 'ui.scoreImport.previewFailed', defaultMessage: 'Não foi possível ler o arquivo.' },
  rowsTitle: { id: 'ui.scoreImport.rowsTitle', defaultMessage: 'Notas a importar' },
  errorsTitle: { id: 'ui.scoreImport.errorsTitle', defaultMessage: 'Erros no arquivo' },
  errorsText: {
    id: 'ui.scoreImport.errorsText',
    defaultMessage: 'Corrija os erros e escolha o arquivo novamente: nada será importado.',
  },
  noRows: { id: 'ui.scoreImport.noRows', defaultMessage: 'O arquivo não tem notas.' },
  email: { id: 'ui.scoreImport.email', defaultMessage: 'E-mail' },
  name: { id: 'ui.scoreImport.name', defaultMessage: 'Nome' },
  score: { id: 'ui.scoreImport.score', defaultMessage: 'Nota' },
  line: { id: 'ui.scoreImport.line', defaultMessage: 'Linha' },
  message: { id: 'ui.scoreImport.message', defaultMessage: 'Erro' },
  import: { id: 'ui.scoreImport.import', defaultMessage: 'Importar' },
  importFailed: { id: 'ui.scoreImport.importFailed', defaultMessage: 'Nao foi possivel importar as notas.' },
});
