export { DataManagementMenu } from './components/DataManagementMenu';
