-- The seeded footer claimed a Curaçao licence number no regulator issued (issue 31 §2). A site seeded
-- before gets the demo statement instead, each option only while it still carries the seeded value, so
-- a licence an operator has entered stays; the operator enters theirs in the back office (site options).
UPDATE site_options SET value = 'This is a demonstration site: its operator has not entered a gambling licence, so no regulator licenses play here.'
  WHERE key = 'LicenceText' AND value = 'Arena is operated by Arena Entertainment N.V. (registration no. 158432), Abraham de Veerstraat 9, Willemstad, Curaçao, licensed by the Curaçao Gaming Control Board under licence OGL/2024/1187/0421.';
UPDATE site_options SET value = '/media/licence-demo.svg' WHERE key = 'LicenceLogo' AND value = '/media/licence-gcb.svg';
UPDATE site_options SET value = '', status = false
  WHERE key = 'LicenceUrl' AND value = 'https://licensing.gaming-curacao.com/validator/?lh=arenabet';
