// Shard 1 of the page walk (tests/integration/page-fuzz.ts).
import { describePageFuzz } from "./page-fuzz";

describePageFuzz(0, 2);
