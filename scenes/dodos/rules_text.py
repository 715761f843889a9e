"""The rules reference for Dodos Riding Dinos, in our own words (see scenes/screens/rules.py for the markup)."""

RULES = """
# Dodos Riding Dinos

Dodos have saddled up their dinosaurs for a race through the jungle (or round a loop in space). Play cards to dash ahead, fling eggs, bananas, stars and meteorites at the other riders, and be the one furthest ahead when somebody crosses the finish.

## On the table
- The board: the Jungle trail winds back and forth towards the finish and a few spaces beyond it; the Space loop goes round and round, so past the finish you come back to the first spaces. Each has numbered spaces, glowing sphere spaces with an effect (green: advance, blue: draw cards, red: move back, purple: discard; point at one to read it), starting spaces behind space 1, and a nest in each corner.
- Six Dodinos (a dodo riding a dinosaur), one for each player, on a round base in the player's colour.
- 78 Movement cards. The footprint in the corner is the card's colour and how many spaces it moves you: blue cards help you, red cards attack or gamble, green cards are played out of turn.
- The Dodo token (a gold coin with a dodo) marks who starts the round. The deck, the discard pile and the die sit in the column on the right, above the race standings.

## Setting off
- Everyone gets 6 cards. Starting with the first player, each chooses a Dodino (click its card).
- The first player's Dodino stands on starting space S1, the next player's on S2, and so on.

## A round
- Phase 1: everybody chooses a blue or red card from their hand at the same time and plays it face down (drag it to the slot, or click it twice). With several people at one screen, each chooses behind the curtain. When all have chosen, the cards flip over together.
- If you hold no blue or red card when a round starts, you show your hand and draw until you get one.
- Phase 2: starting with the Dodo token's holder and going round the table, each player takes a turn: advance as many spaces as your card's footprint, a green card opportunity, your card's effect, another green card opportunity, and the turn ends. A Dodino that ends its turn on a sphere space resolves the sphere's effect.
- Phase 3: the rider furthest ahead (all tied leaders) advances 1 space, everyone else draws 1 card, the played cards are discarded and the Dodo token passes to the left.

## Green cards
- In a green card opportunity a strip asks each player in turn order who has not played a green card this round, and says what is happening ("Ben's Banana hit Cleo: play a green card?"). Answer for yourself: Wait! (if you hold a green card you can play now), Let it pass, or Pass all round (no more questions until the next round). Everyone is asked, whether they hold a green card or not, so the question never tells the table who does. Those who called Wait! play in turn order.
- The strip's timer (Settings: Reaction timer, or off) only runs once the pieces stop moving and while the pointer is off the strip; when it runs out, that player lets it pass.
- Each player plays at most one green card a round. A green card moves you by its footprint and resolves its effect like any card.
- The Ambush cards throw a projectile at the active player's Dodino before their effect: a hit cancels that effect.

## Effects
- Effects are not optional: resolve them as far as you can.
- Draw, advance, move back, roll the die and advance or move back, choose and discard, steal from players, swap places with another Dodino.
- Pay cards: discard 4 to get the effect in the white box. Without 4 cards you just move, nothing else.
- When a red or black box makes you discard more cards than you have, you discard them all and then Recover. When someone steals more cards than you hold, they take all of them and you Recover.
- Recover: whenever your hand is empty during phase 2, move back 3 spaces and draw 6 new cards.
- A Dodino on a starting space that has to move back stays where it is. On the Jungle trail nobody goes back past space 1; on the Space loop a rider who has passed the finish may go back past space 1.

## Throwing
- Before you throw you may drag any Dodino around inside its own space.
- Egg: press on a nest in one of the corners, pull back like a slingshot and let go. The longer the pull, the harder the flick.
- Meteorite: hold the mouse button over the board. The longer you hold, the higher the rock rises: it scatters more when it lands and bounces further. Aim with the pointer and let go to drop it.
- Banana: click the tabletop beside the board to rest your elbow there. Then grab the banana in your hand and flick it with a short wrist move; a curved flick makes it spin and curl.
- Star: click the tabletop beside the board to hold your palm there. Then swipe from the star towards the board; a longer swipe sends it further.
- Each Dodino the projectile touches is hit, your own included. Red box: each hit Dodino's owner resolves it. White box: you resolve it once if you hit anything. Black box (red cards): if you hit nothing, discard 4.
- Assisted throws: the "Aim line" button on the throw screen draws where your throw will go, worked out by the same physics as the throw, with a mark where it first meets a Dodino. It stays as you leave it. The Meteorite's red ring (where 19 drops in 20 land; it grows with the height) and its chance to hit a Dodino always show.

## The finish
- At the end of a round in which someone has reached or passed the finish, the race ends. The rider furthest ahead wins; a tie goes to the one with most cards in hand; still tied, they share the win.
- Reaching the finish during a round is not enough if you are pushed back behind it before the round ends.

## Dodino abilities (variant)
- Each Dodino card has an ability. Once a game, whenever you have a decision to make, you may flip your card to use it (the "Flip" button).
- Draw 5 cards · draw 2 and roll to advance · advance 5 · steal 4 cards from one player · ignore the red box when your Dodino is hit (offered when it happens) · discard 2 cards to roll twice and advance.
"""
