-- Bonus wagering counts a stake by what its game is, never by the lobby categories that list it: the
-- "Popular" category lists slots and Aviator alike, and a crash game cashed out at 1.01× is no slot.
-- The seed writes each game's kind at the next start; until then a game is classed from its catch-all
-- category, and whatever the "Virtual Games" lobby holds counts as an instant game (nothing).
ALTER TABLE casino_games ADD COLUMN kind text NOT NULL DEFAULT 'table'
  CHECK (kind IN ('slot', 'table', 'live', 'crash', 'instant', 'virtual', 'bingo', 'tv'));

UPDATE casino_games g SET kind = CASE
    WHEN g.is_live THEN 'live'
    WHEN EXISTS (SELECT 1 FROM casino_category_games cg JOIN casino_categories c ON c.id = cg.category_id
                 WHERE cg.game_code = g.game_code AND c.name = 'Crash') THEN 'crash'
    WHEN EXISTS (SELECT 1 FROM casino_category_games cg JOIN casino_categories c ON c.id = cg.category_id
                 WHERE cg.game_code = g.game_code AND c.name = 'Slot') THEN 'slot'
    WHEN EXISTS (SELECT 1 FROM casino_category_games cg JOIN casino_categories c ON c.id = cg.category_id
                 WHERE cg.game_code = g.game_code AND c.name = 'Virtual Games') THEN 'instant'
    ELSE 'table' END;

-- A stake that counts nothing by its game's kind (crash and instant games) is recorded as excluded.
ALTER TABLE bonus_wagers DROP CONSTRAINT bonus_wagers_category_check;
ALTER TABLE bonus_wagers ADD CONSTRAINT bonus_wagers_category_check CHECK (category IN ('slots', 'table', 'live', 'sports', 'excluded'));

-- A free bet pays its winnings as cash, with no wagering: its terms say so (multiplier 0).
UPDATE bonus_campaigns SET wagering = jsonb_set(wagering, '{multiplier}', '0') WHERE kind = 'free_bet';
UPDATE player_bonuses b SET wagering = jsonb_set(b.wagering, '{multiplier}', '0')
  FROM bonus_campaigns c WHERE c.id = b.campaign_id AND c.kind = 'free_bet';

-- The seeded campaigns say so too (a description an operator rewrote stays theirs).
UPDATE bonus_campaigns SET description = '{"en":"Claim it, then make your first deposit of at least ₺100: we match it 100% in bonus money up to ₺1,000. Wager the bonus 30 times within 30 days; slots count in full, table games 10%, live, crash and instant games not at all, sports bets in full at odds of 1.50 or more once they settle. Maximum bet while wagering ₺50.","tr":"Talep edin, ardından en az 100 ₺ tutarındaki ilk yatırımınızı yapın: yatırımınızın %100''ü kadar, 1.000 ₺''ye kadar bonus para ekleriz. Bonusu 30 gün içinde 30 kez çevirin; slotlar tam, masa oyunları %10 sayılır; canlı, crash ve anlık oyunlar sayılmaz; spor bahisleri 1.50 ve üzeri oranlarda, sonuçlandığında tam sayılır. Çevrim sırasında en yüksek bahis 50 ₺."}'::jsonb
  WHERE slug = 'welcome-100' AND description = '{"en":"Claim it, then make your first deposit of at least ₺100: we match it 100% in bonus money up to ₺1,000. Wager the bonus 30 times within 30 days; slots count in full, table games 10%, live games not at all. Maximum bet while wagering ₺50.","tr":"Talep edin, ardından en az 100 ₺ tutarındaki ilk yatırımınızı yapın: yatırımınızın %100''ü kadar, 1.000 ₺''ye kadar bonus para ekleriz. Bonusu 30 gün içinde 30 kez çevirin; slotlar tam, masa oyunları %10 sayılır, canlı oyunlar sayılmaz. Çevrim sırasında en yüksek bahis 50 ₺."}'::jsonb;
UPDATE bonus_campaigns SET description = '{"en":"Get back 10% of your net losses of the last 7 days as bonus money, up to ₺2,000, once a week. Wager it just once within 7 days; crash and instant games do not count.","tr":"Son 7 gündeki net kayıplarınızın %10''unu, 2.000 ₺''ye kadar, haftada bir bonus para olarak geri alın. 7 gün içinde yalnızca 1 kez çevirin; crash ve anlık oyunlar sayılmaz."}'::jsonb
  WHERE slug = 'weekly-cashback' AND description = '{"en":"Get back 10% of your net losses of the last 7 days as bonus money, up to ₺2,000, once a week. Wager it just once within 7 days.","tr":"Son 7 gündeki net kayıplarınızın %10''unu, 2.000 ₺''ye kadar, haftada bir bonus para olarak geri alın. 7 gün içinde yalnızca 1 kez çevirin."}'::jsonb;
UPDATE bonus_campaigns SET description = '{"en":"A ₺100 free bet for the sportsbook, for players who joined in the last 14 days: one single or accumulator at odds of 1.80 or more within 7 days. A win pays its winnings (not the stake) as cash, with no wagering; a void bet gives the free bet back.","tr":"Son 14 gün içinde katılan oyuncular için 100 ₺ spor bedava bahsi: 7 gün içinde 1.80 ve üzeri oranlı bir tekli veya kombine bahis. Kazanırsa kazancı (bahis tutarı hariç) çevrimsiz nakit olarak ödenir; geçersiz sayılan bahiste bedava bahis geri verilir."}'::jsonb
  WHERE slug = 'sports-free-bet' AND description = '{"en":"A ₺100 free bet for the sportsbook, for players who joined in the last 14 days: one single or accumulator at odds of 1.80 or more within 7 days. A win pays its winnings (not the stake); a void bet gives the free bet back.","tr":"Son 14 gün içinde katılan oyuncular için 100 ₺ spor bedava bahsi: 7 gün içinde 1.80 ve üzeri oranlı bir tekli veya kombine bahis. Kazanırsa kazancı (bahis tutarı hariç) ödenir; geçersiz sayılan bahiste bedava bahis geri verilir."}'::jsonb;
UPDATE bonus_campaigns SET description = '{"en":"A ₺50 trial bonus once your phone number is verified, with no deposit needed. It is bonus money: wager it 20 times within 7 days (slots count in full, table games 10%, live, crash and instant games not at all, sports bets in full at odds of 1.50 or more once they settle) and it becomes cash you can withdraw. Maximum bet while wagering ₺10.","tr":"Telefon numaranızı doğruladığınızda, yatırım gerekmeden 50 ₺ deneme bonusu. Bonus paradır: 7 gün içinde 20 kez çevirin (slotlar tam, masa oyunları %10 sayılır; canlı, crash ve anlık oyunlar sayılmaz; spor bahisleri 1.50 ve üzeri oranlarda, sonuçlandığında tam sayılır), ardından çekebileceğiniz nakde döner. Çevrim sırasında en yüksek bahis 10 ₺."}'::jsonb
  WHERE slug = 'trial-bonus' AND description = '{"en":"A ₺50 trial bonus once your phone number is verified, with no deposit needed. It is bonus money: wager it 20 times within 7 days (slots count in full, table games 10%, live games not at all) and it becomes cash you can withdraw. Maximum bet while wagering ₺10.","tr":"Telefon numaranızı doğruladığınızda, yatırım gerekmeden 50 ₺ deneme bonusu. Bonus paradır: 7 gün içinde 20 kez çevirin (slotlar tam, masa oyunları %10 sayılır, canlı oyunlar sayılmaz), ardından çekebileceğiniz nakde döner. Çevrim sırasında en yüksek bahis 10 ₺."}'::jsonb;
