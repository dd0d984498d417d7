-- A reset now draws a one-time password per user; no password is kept as a readable parameter.
DELETE FROM "blade_param" WHERE "param_key" = 'account.initPassword';
