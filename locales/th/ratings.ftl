# Thai (th) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

rating-not-played = { $who } ยังไม่เคยเล่นที่นี่

rating-of-game = { $name } { $rating } (RD { $deviation }, { $games } เกม{ $provisional ->
        [yes] , ชั่วคราว
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = เรตติ้งของ { $who }: { $ratings }

rating-none = { $who } ยังไม่มีเกมคิดคะแนน เรตติ้งใหม่เริ่มต้นที่ 1500

rating-none-of = { $who } ยังไม่มีเกม { $name } ที่คิดคะแนน เรตติ้งใหม่เริ่มต้นที่ 1500

rating-with-record = { $ratings }
    คุณพบ { $who }: ชนะ { $won } เสมอ { $drawn } แพ้ { $lost }

rating-no-leaders = ยังไม่มีเรตติ้ง { $name } ที่คงที่: เรตติ้งจะถือว่าคงที่เมื่อค่าเบี่ยงเบน (RD) เท่ากับ { $deviation } หรือน้อยกว่า (ประมาณสิบกว่าเกมคิดคะแนนที่เล่นอย่างสม่ำเสมอ)

rating-leaderboard = ตารางอันดับ { $name } (เรตติ้งที่คงที่):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } เกม)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = เกมคิดคะแนน
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: เกมคิดคะแนน { $games } เกม จาก { $first } เป็น { $last }; สูงสุด { $high }, ต่ำสุด { $low }
