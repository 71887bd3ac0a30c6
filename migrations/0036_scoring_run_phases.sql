-- Where a scoring run's time went (issue 47): when its messages were sent (real clock) and the
-- finish's phases, as JSON; the rank bench prints them.
ALTER TABLE `scoring_runs` ADD `phases` text;
