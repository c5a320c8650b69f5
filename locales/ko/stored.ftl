# Korean (ko) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF와 CSA는 쇼기 기보 형식입니다. { $game } 기보는 PGN으로 씁니다.
stored-unreadable = 그 { $format } 기보를 읽을 수 없습니다: { $reason }. 아무것도 가져오지 않았습니다.
stored-unreadable-ended = 그 { $format } 기보를 읽을 수 없습니다: { $reason } 아무것도 가져오지 않았습니다.
stored-kif-one-line = KIF 기보는 한 줄씩 읽는데, 이 기보는 한 줄로 들어왔습니다(Discord 텍스트 칸은 줄을 합쳐 버립니다). 대신 파일을 첨부하거나(Discord에서는 file:), 줄바꿈이 유지되는 곳에 붙여 넣으세요. 아무것도 가져오지 않았습니다.
stored-not-a-position = fen:{ $fen }? { $game } 국면이 아닙니다: { $reason }. /board 명령으로 대국의 FEN을 보고 복사할 수 있습니다.
stored-not-a-position-sfen = fen:{ $fen }? { $game } 국면이 아닙니다: { $reason }. /board 명령으로 대국의 FEN과 SFEN을 보고 복사할 수 있습니다.
stored-unreachable = fen:{ $fen }? 그 국면에서는 { $game } 대국을 시작할 수 없습니다: { $reason }.
stored-no-game = #{ $id } 대국은 없습니다.
