package org.ichto.urland.rules;


import java.util.List;

/**
 * What the actor may decide now: the decisions listed one by one, plus open choices described
 * compactly (a Retreat, a price, an Ears flight). Empty when the game is over.
 */
public record LegalDecisions(int actor, Phase phase, List<Decision> listed, List<OpenChoice> open)
        implements org.ichto.shell.game.Legal<Decision> {
}
