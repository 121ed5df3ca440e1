-- The content role: an operator who edits the site's content (banners, promotions, pages, translations,
-- site options, the top notice, the popup) and nothing that moves money.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'payments', 'content'));
