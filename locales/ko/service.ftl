# Korean (ko) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

service-restarting = 대국 서비스가 다시 시작하는 중입니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 보내세요.
service-busy = 대국 서비스가 지금 너무 바빠 응답할 수 없습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 보내세요.
service-disk-full = 대국 서비스가 지금 아무것도 저장할 수 없어 아무것도 바뀌지 않았습니다. 운영자에게 알렸으니 나중에 다시 보내세요.
service-storage-failed = 저희 쪽에 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 나중에 다시 시도하세요.
service-internal = 저희 쪽에 문제가 생겨 명령이 실행되지 않았습니다. 이 문제는 기록되었습니다. 아무것도 바뀌지 않았습니다.
service-conflict = 명령을 처리하는 동안 국면이 바뀌었습니다. 판을 확인하고 다시 시도하세요.
service-corrupt = 그 대국의 저장된 기록을 읽을 수 없습니다. 아무것도 바뀌지 않았으며, 운영자가 로그에서 원인을 확인할 수 있습니다.
service-already-handled = 이 명령은 이미 처리되었습니다.
service-slow-down = 천천히 보내 주세요: 명령은 1분에 최대 { $per_minute }개까지입니다. 이 명령은 실행되지 않았습니다. 1분 뒤에 다시 보내세요.
service-computer-name = 그것은 컴퓨터의 이름입니다. 컴퓨터는 스스로 수를 둡니다. { $challenge } 명령으로 대국을 신청하세요.
service-no-game-here = 여기에 내 대국이 없습니다. { $challenge } 명령으로 대국을 시작하세요.

# 이전 버전이 영어로만 저장한 알림이나 답변.
service-stored-text = { $text }
