# Challenges: /challenge, /accept, /decline, /cancel.

# $who (player): who declined. $id (number): the challenge.
challenge-declined = { $who } declined challenge #{ $id }.
