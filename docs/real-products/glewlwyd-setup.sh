#!/bin/sh
# Glewlwyd 2.7.5 (Debian 12: apt-get install -y glewlwyd) on loopback, for a conformance run:
# its legacy OAuth2 plugin "glwd", a user alice, two confidential clients. Run from the
# repository's root as root; needs CLIENT_SECRET, CLIENT2_SECRET, USER_PASSWORD in the
# environment. Leaves Glewlwyd on $BACKEND and the front (web app + /api) on $PORT.
set -eu
PORT=${PORT:-4300} BACKEND=${BACKEND:-4301} LAB=${LAB:-/tmp/lab/glewlwyd}
mkdir -p "$LAB"
# A fresh copy of the database dbconfig-common made at install (admin / password).
cp /var/lib/dbconfig-common/sqlite3/glewlwyd/glewlwyd "$LAB/glewlwyd.db"
sed -e "s|^port=.*|port=$BACKEND|" \
  -e 's|^#bind_address=.*|bind_address="127.0.0.1"|' \
  -e "s|^external_url=.*|external_url=\"http://127.0.0.1:$PORT\"|" \
  -e 's|^log_mode="file"|log_mode="console"|' \
  -e "s|@include \"/etc/glewlwyd/glewlwyd-db.conf\"|database = { type = \"sqlite3\" path = \"$LAB/glewlwyd.db\" };|" \
  /etc/glewlwyd/glewlwyd.conf > "$LAB/glewlwyd.conf"
glewlwyd --config-file="$LAB/glewlwyd.conf" > "$LAB/glewlwyd.log" 2>&1 &
npx tsx docs/real-products/glewlwyd-front.ts /usr/share/glewlwyd/webapp "$PORT" "$BACKEND" > "$LAB/front.log" 2>&1 &
sleep 4
api() {
  curl -sf -b "$LAB/cookies" -c "$LAB/cookies" -H 'Content-Type: application/json' \
    -X "$1" "http://127.0.0.1:$BACKEND/api/$2" -d "$3" > /dev/null
}
api POST auth/ '{"username":"admin","password":"password"}'
# Every parameter the admin page would send: the plugin crashes Glewlwyd on one missing.
api POST mod/plugin/ '{"module":"oauth2-glewlwyd","name":"glwd","display_name":"OAuth2","enabled":true,"parameters":{"jwt-type":"sha","jwt-key-size":"256","key":"lab-only-signing-secret-0123456789abcdef","cert":"","access-token-duration":3600,"refresh-token-duration":1209600,"code-duration":600,"refresh-token-rolling":true,"auth-type-code-enabled":true,"auth-type-code-revoke-replayed":true,"auth-type-implicit-enabled":false,"auth-type-password-enabled":false,"auth-type-client-enabled":false,"auth-type-device-enabled":false,"auth-type-refresh-enabled":true,"scope":[],"additional-parameters":[],"pkce-allowed":true,"pkce-method-plain-allowed":false,"introspection-revocation-allowed":false,"introspection-revocation-auth-scope":[],"introspection-revocation-allow-target-client":true,"device-authorization-expiration":600,"device-authorization-interval":5}}'
api POST scope/ '{"name":"read","display_name":"Read","description":"Read the data","password_required":true,"password_max_age":0,"scheme":{}}'
api POST scope/ '{"name":"write","display_name":"Write","description":"Change the data","password_required":true,"password_max_age":0,"scheme":{}}'
api POST user/ "{\"username\":\"alice\",\"password\":\"$USER_PASSWORD\",\"name\":\"Alice\",\"email\":\"\",\"scope\":[\"read\",\"write\"],\"enabled\":true}"
client() {
  api POST client/ "{\"client_id\":\"$1\",\"name\":\"$2\",\"confidential\":true,\"client_secret\":\"$3\",\"redirect_uri\":$4,\"authorization_type\":[\"code\",\"refresh_token\"],\"token_endpoint_auth_method\":[\"client_secret_post\",\"client_secret_basic\"],\"scope\":[],\"enabled\":true}"
}
client conformance-app 'Conformance app' "$CLIENT_SECRET" \
  '["http://127.0.0.1:4399/callback","http://127.0.0.1:4399/callback2"]'
client conformance-app-2 'Conformance app 2' "$CLIENT2_SECRET" '["http://127.0.0.1:4399/callback-2"]'
echo "Glewlwyd: http://127.0.0.1:$PORT/api/glwd/auth and /api/glwd/token"
