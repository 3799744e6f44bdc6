// How long the tests' UI waits (`findBy…`, `waitFor`) give the page: 10 s, not testing-library's 1 s. The
// suite runs on 2 shared cores beside builds and browsers; at a load of 20 a mocked fetch and a render took
// over a second, and a test that waited 1 s failed though the page was right.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
