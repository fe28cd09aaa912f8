/**
 * `navigate` of a Chakra menu whose items are router links. A link chosen by keyboard: Ark's default clicks it with
 * a non-bubbling event that React (and so the router) never sees, and the browser loads the whole page. A real
 * click takes the path a mouse click takes.
 */
export const clickMenuLink = ({ node }: { node: HTMLAnchorElement }) => node.click();
