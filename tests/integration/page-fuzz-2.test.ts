// Shard 2 of the page walk (tests/integration/page-fuzz.ts).
import { describePageFuzz } from "./page-fuzz";

describePageFuzz(1, 2);
