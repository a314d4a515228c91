-- Plan names stored before the free-text rule (issue 21 item 2, shared/src/domain/free-text.ts) may
-- hold control or format characters: a U+202E reversed the page heading and the tab title. They
-- are removed here, the same set the rule refuses (Cc but tab and line breaks, and Cf); a name
-- left empty becomes the product's plain name for a plan. The class is checked against the
-- rule's own regular expression, code point by code point (server/test/routes/plan-name-cleanup.test.ts).
UPDATE "plans"
SET "plan_name" = COALESCE(
	NULLIF(btrim(regexp_replace("plan_name", '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]', '', 'g')), ''),
	'แผนการลงทุน'
)
WHERE "plan_name" ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]';
