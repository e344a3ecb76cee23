import MDXComponents from '@theme-original/MDXComponents';
import MDXTable from './Table';

// The stock element map, plus tables that take keyboard focus (see MDXComponents/Table).
export default {...MDXComponents, table: MDXTable};
