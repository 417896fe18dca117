# Creates the test user and the two confidential clients.
import os
import django
os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'settings')
django.setup()
from django.contrib.auth.models import User
from oauth2_provider.models import Application
user, _ = User.objects.get_or_create(username='alice')
user.set_password(os.environ['USER_PASSWORD'])
user.save()
for client_id, secret, uris in [
    ('conformance-app', os.environ['CLIENT_SECRET'], 'http://127.0.0.1:4299/callback http://127.0.0.1:4299/callback2'),
    ('conformance-app-2', os.environ['CLIENT2_SECRET'], 'http://127.0.0.1:4299/callback-2'),
]:
    Application.objects.update_or_create(client_id=client_id, defaults=dict(
        client_secret=secret, redirect_uris=uris, name=client_id, user=user,
        client_type=Application.CLIENT_CONFIDENTIAL,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE))
