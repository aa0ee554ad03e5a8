// The packed React component — the bench's own library build (`dist/index.js`, dependencies
// resolved from this repository's node_modules, as a host's bundler would) — with React 19 and a
// transport answered in the page. build-renderer-pages.ts points the import of src/index at the
// build; the source is named here only for the types.
import { createRoot } from 'react-dom/client'
import { StudyRunner, type StudyContent } from '../../../../src/index'
import { readBenchData } from '../bench-data'
import { createInMemoryTransport } from './in-memory-transport'

const content = readBenchData<StudyContent>()
const transport = createInMemoryTransport(content)
createRoot(document.getElementById('root')!).render(
  <StudyRunner studyId={content.studyId} transport={transport} language="en" persist="none" />,
)
