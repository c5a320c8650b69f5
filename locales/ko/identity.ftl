# Korean (ko) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

identity-no-code = 무작위 코드를 만들 수 없었습니다({ $reason }). 다시 시도하세요.
identity-status-one = 지금은 { $platform }의 { $handle } 계정으로만 참여하고 있습니다. { $link } 명령으로 다른 플랫폼의 계정을 연결할 수 있습니다: { $platforms }.
identity-status-many = 다음 계정들이 하나의 플레이어로 연결되어 있습니다: { $accounts }.
identity-account = { $platform }의 { $handle }
identity-accounts = { $first }, { $rest }
identity-on-it-already = 이미 { $platform }에 있습니다. 다른 플랫폼의 계정을 연결하세요.
identity-linked-already = 이미 연결된 { $platform } 계정이 있습니다: { $handle }. 먼저 { $unlink } 명령을 쓰세요.
identity-you-are-already = 이미 { $platform }의 { $handle } 계정과 같은 플레이어입니다.
identity-your-account = 내 { $platform } 계정
identity-your-account-named = 내 { $platform } 계정 { $handle }
identity-send-code = 연결하려면 하루 안에 { $account }에서 { $send } 명령을 보내세요. 코드는 다른 사람에게 알려 주지 마세요. 이 코드를 보내는 사람은 누구든 나와 같은 플레이어가 됩니다.
identity-no-such-code = 코드({ $code })를 기다리는 연결 요청이 없습니다. 다른 계정에서 { $link } 명령으로 다시 요청하세요.
identity-code-lapsed = 코드({ $code })의 유효 기간이 지났습니다(코드는 하루 동안 유효합니다). 다른 계정에서 { $link } 명령으로 다시 요청하세요.
identity-code-elsewhere = 코드({ $code })는 { $platform } 계정을 연결하는 코드입니다. 그곳에서 보내세요.
identity-code-for-another = 코드({ $code })는 { $platform }의 { $handle } 계정을 위한 것으로, 내 계정용이 아닙니다.
identity-one-already = 이 계정들은 이미 하나의 플레이어입니다.
identity-has-account-there = { $name }에게는 이미 { $platform } 계정이 있습니다.
identity-have-met = 이 계정들은 서로 대국한 적이 있으므로(#{ $game } 대국) 하나의 플레이어가 될 수 없습니다.
identity-same-tournament = 두 계정이 모두 #{ $tournament } 대회에 참가하고 있으므로 하나의 플레이어가 될 수 없습니다.
identity-linked = 연결 완료: { $platform }의 { $handle } 계정과 { $other_platform }의 { $other_handle } 계정이 이제 하나의 플레이어입니다. 대국, 레이팅, 대회가 양쪽 모두에 이어집니다.
identity-own-account = { $platform }의 { $handle } 계정은 이 플레이어 본래의 계정입니다. 다른 계정들을 { $unlink } 명령으로 연결 해제하세요.
identity-unlinked = 연결 해제: { $platform }의 { $handle } 계정은 다음부터 새로 시작합니다. 대국과 레이팅은 이곳의 계정에 그대로 남습니다.
identity-none-linked = 연결된 { $platform } 계정이 없습니다.
