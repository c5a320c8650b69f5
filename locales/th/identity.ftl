# Thai (th) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

identity-no-code = สร้างรหัสสุ่มไม่ได้ ({ $reason }) โปรดลองอีกครั้ง

identity-status-one = คุณเล่นในชื่อ { $handle } บน { $platform } เท่านั้น { $link } ใช้เชื่อมบัญชีบนแพลตฟอร์มอื่น: { $platforms }

identity-status-many = คุณเป็นผู้เล่นคนเดียวกันในบัญชี { $accounts }

identity-account = { $handle } บน { $platform }

identity-accounts = { $first }, { $rest }

identity-on-it-already = คุณอยู่บน { $platform } อยู่แล้ว: โปรดเชื่อมบัญชีบนแพลตฟอร์มอื่น

identity-linked-already = บัญชี { $platform } ของคุณ ({ $handle }) เชื่อมไว้แล้ว โปรดใช้ { $unlink } ก่อน

identity-you-are-already = คุณเป็น { $handle } บน { $platform } อยู่แล้ว

identity-your-account = บัญชี { $platform } ของคุณ

identity-your-account-named = บัญชี { $platform } ของคุณ ({ $handle })

identity-send-code = หากต้องการเชื่อมบัญชี โปรดส่ง { $send } จาก { $account } ภายในหนึ่งวัน เก็บรหัสนี้เป็นความลับ: ใครก็ตามที่ส่งรหัสนี้จะกลายเป็นคุณ

identity-no-such-code = ไม่มีคำขอเชื่อมบัญชีที่รอรหัส { $code } โปรดขอใหม่ด้วย { $link } จากบัญชีอื่นของคุณ

identity-code-lapsed = รหัส { $code } หมดอายุแล้ว (รหัสมีอายุหนึ่งวัน) โปรดขอใหม่ด้วย { $link } จากบัญชีอื่นของคุณ

identity-code-elsewhere = รหัส { $code } ใช้เชื่อมบัญชี { $platform }: โปรดส่งรหัสที่นั่น

identity-code-for-another = รหัส { $code } เป็นของ { $handle } บน { $platform } ไม่ใช่ของคุณ

identity-one-already = บัญชีเหล่านี้เป็นผู้เล่นคนเดียวกันอยู่แล้ว

identity-has-account-there = { $name } มีบัญชี { $platform } อยู่แล้ว

identity-have-met = บัญชีเหล่านี้เคยเล่นกันเอง (เกม #{ $game }) จึงเป็นผู้เล่นคนเดียวกันไม่ได้

identity-same-tournament = ทั้งสองบัญชีเล่นอยู่ในทัวร์นาเมนต์ #{ $tournament } จึงเป็นผู้เล่นคนเดียวกันไม่ได้

identity-linked = เชื่อมแล้ว: { $handle } บน { $platform } และ { $other_handle } บน { $other_platform } เป็นผู้เล่นคนเดียวกันแล้ว เกม เรตติ้ง และทัวร์นาเมนต์ของคุณจะใช้ร่วมกันทั้งสองแพลตฟอร์ม

identity-own-account = { $handle } บน { $platform } คือบัญชีหลักของผู้เล่นนี้ โปรดใช้ { $unlink } เพื่อยกเลิกการเชื่อมบัญชีอื่นออกจากบัญชีนี้

identity-unlinked = ยกเลิกการเชื่อมแล้ว: { $handle } บน { $platform } จะเริ่มต้นใหม่ในครั้งถัดไป เกมและเรตติ้งของคุณยังอยู่กับคุณที่นี่

identity-none-linked = ไม่มีบัญชี { $platform } ที่เชื่อมกับคุณ
